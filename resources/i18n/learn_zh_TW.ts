<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="53"/>
        <location filename="../../tpugui/qt/learn/facts.py" line="89"/>
        <source>not exposed on this machine</source>
        <translation>本機未提供</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="56"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="56"/>
        <location filename="../../tpugui/qt/learn/facts.py" line="364"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="58"/>
        <location filename="../../tpugui/qt/learn/facts.py" line="118"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="78"/>
        <source>detecting…</source>
        <translation>偵測中…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="84"/>
        <source>not measured yet (press Bench on the Devices page)</source>
        <translation>尚未測量（請在「裝置」頁面按「效能測試」）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="99"/>
        <source>{value} (reference {model}; no GPU here)</source>
        <translation>{value}（參考 {model}；這裡沒有 GPU）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="104"/>
        <source>{count} × {name}.</source>
        <translation>{count} × {name}。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="108"/>
        <source>No GPU was found here, so training runs on the CPU (or on a remote machine).</source>
        <translation>本機找不到 GPU，所以訓練會在 CPU（或遠端機器）上執行。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="115"/>
        <source>Installed: {frameworks}. Recommended for training here: {backend} on {device}.</source>
        <translation>已安裝：{frameworks}。建議在本機以 {backend} 在 {device} 上訓練。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="126"/>
        <source>a TPU {generation} with {chips} chip(s) was found: its row is marked in the table.</source>
        <translation>找到 TPU {generation}，共 {chips} 顆晶片：表格中已標示它那一列。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="130"/>
        <source>no TPU was found here, so the figures below come from the spec table.</source>
        <translation>本機沒有 TPU，所以下面的數字來自規格表。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="169"/>
        <source>The CPU could not be read on this machine.</source>
        <translation>本機的 CPU 無法讀取。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="173"/>
        <source>Base clock {base}, up to {max}.</source>
        <translation>基礎時脈 {base}，最高 {max}。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="177"/>
        <source>Base clock {base}; its maximum clock is not exposed (no cpufreq driver, as in most VMs).</source>
        <translation>基礎時脈 {base}；最高時脈未提供（沒有 cpufreq 驅動程式，大多數虛擬機都是如此）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="182"/>
        <source>Its clock is not exposed: no cpufreq driver and no clock in /proc/cpuinfo, as on many Arm VMs.</source>
        <translation>時脈未提供：沒有 cpufreq 驅動程式，/proc/cpuinfo 也沒有時脈，許多 Arm 虛擬機都是如此。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="186"/>
        <source>L1 data cache {size} per core</source>
        <translation>L1 資料快取每核心 {size}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="190"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="190"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="193"/>
        <source>RAM {total} ({available} available)</source>
        <translation>記憶體共 {total}（可用 {available}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="197"/>
        <source>{list}.</source>
        <translation>{list}。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="199"/>
        <source>This machine does not expose the size of: {caches}.</source>
        <translation>本機未提供以下快取的大小：{caches}。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="206"/>
        <source>This machine exposes neither its caches nor its memory.</source>
        <translation>本機既未提供快取，也未提供記憶體的資訊。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="210"/>
        <source>Measured memory bandwidth (STREAM triad): {bw}.</source>
        <translation>實測記憶體頻寬（STREAM triad）：{bw}。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="212"/>
        <source>Memory bandwidth is not measured yet: press Bench on the Devices page.</source>
        <translation>尚未實測記憶體頻寬：請在「裝置」頁按「效能測試」。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="217"/>
        <source>That is {fpc} float32 operations per cycle per core, a theoretical peak of {fp32} in float32 and {bf16} in bf16.</source>
        <translation>換算下來每個核心每個週期可做 {fpc} 次 float32 運算，理論峰值為 float32 {fp32}、bf16 {bf16}。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="222"/>
        <source>That is {fpc} float32 operations per cycle per core, a theoretical peak of {fp32} in float32. It has no native bf16 arithmetic: frameworks compute bf16 in float32 here, no faster.</source>
        <translation>換算下來每個核心每個週期可做 {fpc} 次 float32 運算，float32 理論峰值為 {fp32}。它沒有原生 bf16 運算：框架在這裡以 float32 計算 bf16，不會更快。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="228"/>
        <source>That is {fpc} float32 operations per cycle per core; no theoretical peak can be derived, because the clock is not exposed. Bench on the Devices page measures one.</source>
        <translation>換算下來每個核心每個週期可做 {fpc} 次 float32 運算；由於時脈未提供，無法推算理論峰值。「裝置」頁的「效能測試」可以實測。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="234"/>
        <source>Its instruction set is not one tpugui knows, so no theoretical peak is derived; Bench on the Devices page measures one.</source>
        <translation>tpugui 不認得它的指令集，因此不推算理論峰值；「裝置」頁的「效能測試」可以實測。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="241"/>
        <source>Measured matrix multiplication (float32): {mm}.</source>
        <translation>實測矩陣乘法（float32）：{mm}。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="243"/>
        <source>Matrix multiplication is not measured yet: press Bench on the Devices page.</source>
        <translation>尚未實測矩陣乘法：請在「裝置」頁按「效能測試」。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="247"/>
        <source>Package power {power}; temperature {temp}.</source>
        <translation>封裝功耗 {power}；溫度 {temp}。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="251"/>
        <source>Package power {power}; the temperature is not exposed (no thermal zones).</source>
        <translation>封裝功耗 {power}；溫度未提供（沒有 thermal zone）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="255"/>
        <source>Temperature {temp}; package power is not exposed (no readable RAPL counters).</source>
        <translation>溫度 {temp}；封裝功耗未提供（沒有可讀取的 RAPL 計數器）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="259"/>
        <source>Neither package power nor temperature is exposed here (no readable RAPL counters, no thermal zones), as in most VMs: the cloud provider keeps them.</source>
        <translation>本機既未提供封裝功耗，也未提供溫度（沒有可讀取的 RAPL 計數器，也沒有 thermal zone），大多數虛擬機都是如此：這些數據由雲端供應商掌握。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="267"/>
        <source>For comparison, the CPU's measured memory bandwidth is {bw}.</source>
        <translation>作為比較，CPU 的實測記憶體頻寬為 {bw}。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="271"/>
        <source>The CPU's memory bandwidth is not measured yet (Bench on the Devices page measures it).</source>
        <translation>CPU 的記憶體頻寬尚未實測（「裝置」頁的「效能測試」可以實測）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="277"/>
        <source>RAM {ram}, measured bandwidth {bw}.</source>
        <translation>記憶體 {ram}，實測頻寬 {bw}。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="280"/>
        <source>RAM {ram}; its bandwidth is not measured yet (Bench on the Devices page).</source>
        <translation>記憶體 {ram}；頻寬尚未實測（「裝置」頁的「效能測試」）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="282"/>
        <source>This machine does not expose its RAM size.</source>
        <translation>本機未提供記憶體大小。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="290"/>
        <source>One v5e chip's {chip} bf16 peak is about {ratio} times this CPU's theoretical bf16 peak ({cpu}).</source>
        <translation>一顆 v5e 晶片的 bf16 峰值 {chip}，約為這顆 CPU 理論 bf16 峰值（{cpu}）的 {ratio} 倍。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="295"/>
        <source>This CPU has no native bf16 arithmetic, so it is compared on its float32 peak: one v5e chip's {chip} bf16 peak is about {ratio} times this CPU's theoretical {cpu} in float32.</source>
        <translation>這顆 CPU 沒有原生 bf16 運算，因此以它的 float32 峰值比較：一顆 v5e 晶片的 bf16 峰值 {chip}，約為這顆 CPU float32 理論值 {cpu} 的 {ratio} 倍。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="301"/>
        <source>This CPU's theoretical peak cannot be derived (its clock is not exposed), so it is compared on what Bench measured: one v5e chip's {chip} bf16 peak is about {ratio} times this CPU's {cpu} of float32 matrix multiplication.</source>
        <translation>這顆 CPU 的理論峰值無法推算（時脈未提供），因此以「效能測試」的實測值比較：一顆 v5e 晶片的 bf16 峰值 {chip}，約為這顆 CPU float32 矩陣乘法實測值 {cpu} 的 {ratio} 倍。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="306"/>
        <source>One v5e chip's bf16 peak is {chip}. This CPU's peak cannot be derived here (its clock is not exposed), so there is nothing to compare it with yet: Bench on the Devices page measures it.</source>
        <translation>一顆 v5e 晶片的 bf16 峰值為 {chip}。這顆 CPU 的峰值在這裡無法推算（時脈未提供），所以目前沒有可比較的數字：「裝置」頁的「效能測試」可以實測。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="339"/>
        <source>Generation</source>
        <translation>世代</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="340"/>
        <source>TensorCores per chip</source>
        <translation>每顆晶片的 TensorCore 數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="341"/>
        <source>HBM per chip</source>
        <translation>每顆晶片 HBM 容量</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="342"/>
        <source>HBM bandwidth</source>
        <translation>HBM 頻寬</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="343"/>
        <source>bf16 peak</source>
        <translation>bf16 峰值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="344"/>
        <source>int8 / fp8 peak</source>
        <translation>int8／fp8 峰值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="345"/>
        <source>MXUs per core</source>
        <translation>每核心的 MXU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="346"/>
        <source>TensorFlow</source>
        <translation>TensorFlow</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="357"/>
        <source>this machine</source>
        <translation>本機</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="364"/>
        <source>no (JAX, PyTorch)</source>
        <translation>否（JAX、PyTorch）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="37"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="38"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="39"/>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="40"/>
        <source>Colab TPU</source>
        <translation>Colab TPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="41"/>
        <source>Cloud TPU VM</source>
        <translation>Cloud TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="44"/>
        <source>tf.data</source>
        <translation>tf.data</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="45"/>
        <source>Retired recipes</source>
        <translation>已淘汰的做法</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="100"/>
        <source>This text is missing: {path}</source>
        <translation>缺少這份說明文字：{path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="109"/>
        <source>Learn</source>
        <translation>學習</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="113"/>
        <source>Learn: CPU, GPU, TPU, and training on them</source>
        <translation>學習：CPU、GPU、TPU，以及如何在上面訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="115"/>
        <source>Numbers in bold are this machine's, from the Devices page; TPU figures this machine lacks come from the spec table. Each how-to has a button that sets up the job and opens the page that runs it.</source>
        <translation>粗體數字是本機的實際數值，來自「裝置」頁面；本機沒有的 TPU 數據取自規格表。每個操作說明都有一個按鈕，會替你設定好工作並開啟執行它的頁面。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="127"/>
        <source>Learn topics</source>
        <translation>學習主題</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="132"/>
        <source>Prepare a TPU training job</source>
        <translation>準備 TPU 訓練工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="135"/>
        <source>Fill the Remote page for a TPU VM</source>
        <translation>為 TPU VM 填好「遠端」頁面</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="138"/>
        <source>Apply this pipeline</source>
        <translation>套用這條資料管線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="202"/>
        <source>Cannot change the job</source>
        <translation>無法變更工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="203"/>
        <source>The job has invalid values: {error}</source>
        <translation>工作中有無效的值：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="223"/>
        <source>Learn: the job now uses TPUStrategy, bf16, a global batch of 1024 with drop_remainder and 32 steps per execution</source>
        <translation>學習：工作已改用 TPUStrategy、bf16、全域批次 1024（drop_remainder），每次執行 32 個步驟</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="240"/>
        <source>Learn: the job is set up for a Cloud TPU VM; enter the VM's host on the Remote page</source>
        <translation>學習：工作已設定為在 Cloud TPU VM 上執行；請在「遠端」頁面輸入 VM 的主機位址</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="254"/>
        <source>Learn: the job now trains with {label}</source>
        <translation>學習：工作已改用 {label} 訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="265"/>
        <source>Learn: applied the pipeline interleave → map → cache → shuffle → batch → prefetch</source>
        <translation>學習：已套用資料管線 interleave → map → cache → shuffle → batch → prefetch</translation>
    </message>
</context>
</TS>
