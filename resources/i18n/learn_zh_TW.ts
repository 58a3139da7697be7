<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="53"/>
        <location filename="../../tpugui/qt/learn/facts.py" line="89"/>
        <location filename="../../tpugui/qt/learn/facts.py" line="135"/>
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
        <location filename="../../tpugui/qt/learn/facts.py" line="180"/>
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
        <location filename="../../tpugui/qt/learn/facts.py" line="155"/>
        <source>Generation</source>
        <translation>世代</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="156"/>
        <source>TensorCores per chip</source>
        <translation>每顆晶片的 TensorCore 數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="157"/>
        <source>HBM per chip</source>
        <translation>每顆晶片 HBM 容量</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="158"/>
        <source>HBM bandwidth</source>
        <translation>HBM 頻寬</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="159"/>
        <source>bf16 peak</source>
        <translation>bf16 峰值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="160"/>
        <source>int8 / fp8 peak</source>
        <translation>int8／fp8 峰值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="161"/>
        <source>MXUs per core</source>
        <translation>每核心的 MXU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="162"/>
        <source>TensorFlow</source>
        <translation>TensorFlow</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="173"/>
        <source>this machine</source>
        <translation>本機</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/facts.py" line="180"/>
        <source>no (JAX, PyTorch)</source>
        <translation>否（JAX、PyTorch）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="33"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="34"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="35"/>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="36"/>
        <source>Colab TPU</source>
        <translation>Colab TPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="37"/>
        <source>Cloud TPU VM</source>
        <translation>Cloud TPU VM</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="38"/>
        <source>PyTorch/XLA</source>
        <translation>PyTorch/XLA</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="39"/>
        <source>JAX</source>
        <translation>JAX</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="40"/>
        <source>tf.data</source>
        <translation>tf.data</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="41"/>
        <source>Retired recipes</source>
        <translation>已淘汰的做法</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="78"/>
        <source>This text is missing: {path}</source>
        <translation>缺少這份說明文字：{path}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="87"/>
        <source>Learn</source>
        <translation>學習</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="91"/>
        <source>Learn: CPU, GPU, TPU, and training on them</source>
        <translation>學習：CPU、GPU、TPU，以及如何在上面訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="93"/>
        <source>Numbers in bold are this machine's, from the Devices page; TPU figures this machine lacks come from the spec table. Each how-to has a button that sets up the job and opens the page that runs it.</source>
        <translation>粗體數字是本機的實際數值，來自「裝置」頁面；本機沒有的 TPU 數據取自規格表。每個操作說明都有一個按鈕，會替你設定好工作並開啟執行它的頁面。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="105"/>
        <source>Learn topics</source>
        <translation>學習主題</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="110"/>
        <source>Prepare a TPU training job</source>
        <translation>準備 TPU 訓練工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="113"/>
        <source>Fill the Remote page for a TPU VM</source>
        <translation>為 TPU VM 填好「遠端」頁面</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="116"/>
        <source>Train this job with PyTorch/XLA</source>
        <translation>用 PyTorch/XLA 訓練這個工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="117"/>
        <source>Train this job with JAX</source>
        <translation>用 JAX 訓練這個工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="118"/>
        <source>Apply this pipeline</source>
        <translation>套用這條資料管線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="174"/>
        <source>Cannot change the job</source>
        <translation>無法變更工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="175"/>
        <source>The job has invalid values: {error}</source>
        <translation>工作中有無效的值：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="195"/>
        <source>Learn: the job now uses TPUStrategy, bf16, a global batch of 1024 with drop_remainder and 32 steps per execution</source>
        <translation>學習：工作已改用 TPUStrategy、bf16、全域批次 1024（drop_remainder），每次執行 32 個步驟</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="212"/>
        <source>Learn: the job is set up for a Cloud TPU VM; enter the VM's host on the Remote page</source>
        <translation>學習：工作已設定為在 Cloud TPU VM 上執行；請在「遠端」頁面輸入 VM 的主機位址</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="229"/>
        <source>Learn: the job now trains with PyTorch/XLA (torch_xla.device(), torch_xla.sync())</source>
        <translation>學習：工作已改用 PyTorch/XLA 訓練（torch_xla.device()、torch_xla.sync()）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="236"/>
        <source>Learn: the job now trains with JAX (a jitted step over every device)</source>
        <translation>學習：工作已改用 JAX 訓練（以 jit 編譯的步驟跑在每個裝置上）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/learn/page.py" line="243"/>
        <source>Learn: applied the pipeline interleave → map → cache → shuffle → batch → prefetch</source>
        <translation>學習：已套用資料管線 interleave → map → cache → shuffle → batch → prefetch</translation>
    </message>
</context>
</TS>
