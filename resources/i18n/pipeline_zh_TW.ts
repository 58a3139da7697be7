<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="61"/>
        <source>Data source</source>
        <translation>資料來源</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="62"/>
        <source>Stages (in order; tick to use, drag or ▲▼ to move)</source>
        <translation>階段（依順序；勾選即使用，拖曳或按 ▲▼ 調整順序）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="63"/>
        <source>Stage settings</source>
        <translation>階段設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="64"/>
        <source>Dataset options</source>
        <translation>資料集選項</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="104"/>
        <source>ignored (validation data)</source>
        <translation>已忽略（改用驗證資料）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="107"/>
        <source>Validation data is set: its examples validate, none are held out of the path</source>
        <translation>已設定驗證資料：由它的樣本驗證，不再從路徑的資料中保留樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="161"/>
        <source>empty: hold out the validation share</source>
        <translation>留空：保留驗證集比例</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="164"/>
        <source>The {source} source has no separate validation files: the validation share holds out part of its examples. Choose a source that reads files ({sources}) to validate on other data.</source>
        <translation>{source} 來源沒有獨立的驗證檔案：由驗證集比例保留部分樣本。若要用其他資料驗證，請選擇讀取檔案的來源（{sources}）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="172"/>
        <source>uses the validation share</source>
        <translation>使用驗證集比例</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="195"/>
        <source>Not used: tick the {stage} stage above to use it.</source>
        <translation>未使用：在上方勾選 {stage} 階段即可使用。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="212"/>
        <source>Images folder</source>
        <translation>影像資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="212"/>
        <source>Validation images folder</source>
        <translation>驗證影像資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="215"/>
        <source>Data file</source>
        <translation>資料檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="215"/>
        <source>Validation data file</source>
        <translation>驗證資料檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="118"/>
        <source>Problems with the form</source>
        <translation>表單中的問題</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="128"/>
        <source>Generated Python code</source>
        <translation>產生的 Python 程式碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="131"/>
        <source>Copy code</source>
        <translation>複製程式碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="133"/>
        <source>Copy the code</source>
        <translation>複製程式碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="155"/>
        <source>Pipeline results</source>
        <translation>管線結果</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="157"/>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="236"/>
        <source>Advice</source>
        <translation>建議</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="158"/>
        <source>Code</source>
        <translation>程式碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="159"/>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="68"/>
        <source>Preview</source>
        <translation>預覽</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="160"/>
        <source>Bench &amp;&amp; Tune</source>
        <translation>效能測試 &amp;&amp; 調整</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="177"/>
        <source>&lt;h2&gt;Pipeline&lt;/h2&gt;Assemble the tf.data input pipeline the TPU guides teach, see its code, and measure whether it keeps the accelerator fed.</source>
        <translation>&lt;h2&gt;資料管線&lt;/h2&gt;組出 TPU 教學中介紹的 tf.data 輸入管線，查看它的程式碼，並測量它能否持續餵飽加速器。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="201"/>
        <source>The pipeline {task} is running.</source>
        <translation>資料管線的「{task}」正在執行。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="318"/>
        <source>a TPU</source>
        <translation> TPU </translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="318"/>
        <source>this machine</source>
        <translation>本機</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="320"/>
        <source> (from the Devices page)</source>
        <translation>（來自「裝置」頁面）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="322"/>
        <source> (from the job's model section)</source>
        <translation>（來自工作的模型設定）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="326"/>
        <source>Distribution: {replicas} replicas on {where}</source>
        <translation>分散方式：在{where}上使用 {replicas} 個副本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="328"/>
        <source>Distribution: 1 replica on {where}</source>
        <translation>分散方式：在{where}上使用 1 個副本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="344"/>
        <source>(for the last valid values: fix the marked fields)</source>
        <translation>（依據上次有效的設定：請修正標示的欄位）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="354"/>
        <location filename="../../tpugui/qt/pipeline/page.py" line="406"/>
        <source>Pipeline: {what}</source>
        <translation>資料管線：{what}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="365"/>
        <source>Pipeline: wait for the running measurement or cancel it</source>
        <translation>資料管線：請等候進行中的測量完成，或將它取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="417"/>
        <source>Reading the first examples…</source>
        <translation>正在讀取前幾筆樣本…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="422"/>
        <source>The first {n} training examples</source>
        <translation>前 {n} 筆訓練樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="434"/>
        <source>Measuring…</source>
        <translation>測量中…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="447"/>
        <source>Trial {i} of at most {total}: {score} examples/s with {config}</source>
        <translation>第 {i} 次試驗（最多 {total} 次）：{score} 樣本／秒，設定為 {config}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="459"/>
        <source>Tuning…</source>
        <translation>調整中…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="494"/>
        <source>&lt;b&gt;{speedup}x faster than the current configuration&lt;/b&gt;, beyond the noise (±{noise}; a claim needs over {threshold}x in {pairs} interleaved re-measurements) with {config}; {n} configurations measured</source>
        <translation>&lt;b&gt;比目前的設定快 {speedup} 倍&lt;/b&gt;，超出雜訊範圍（±{noise}；需在 {pairs} 次交錯重測中超過 {threshold} 倍才算數），變更為 {config}；共測量了 {n} 種設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="500"/>
        <source>&lt;b&gt;No configuration measured faster than the current one&lt;/b&gt; (noise ±{noise}): keep it; {n} configurations measured</source>
        <translation>&lt;b&gt;沒有比目前更快的設定&lt;/b&gt;（雜訊 ±{noise}）：請保留目前的設定；共測量了 {n} 種設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="505"/>
        <source>&lt;b&gt;Nothing is faster beyond the noise&lt;/b&gt;: the best of the search ({config}) measured {speedup}x the current one when re-measured, and a claim needs over {threshold}x (noise ±{noise}). Keep the current configuration; {n} configurations measured</source>
        <translation>&lt;b&gt;沒有超出雜訊範圍的加速&lt;/b&gt;：搜尋中最好的設定（{config}）重測時是目前的 {speedup} 倍，而要算數需超過 {threshold} 倍（雜訊 ±{noise}）。請保留目前的設定；共測量了 {n} 種設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="511"/>
        <source> (cancelled)</source>
        <translation>（已取消）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="526"/>
        <source>Pipeline: applied the tuned configuration</source>
        <translation>資料管線：已套用調整後的設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="36"/>
        <source>Error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="37"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="38"/>
        <source>Tip</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="68"/>
        <source>Show the first examples</source>
        <translation>顯示前幾筆樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="70"/>
        <source>Shows the first examples after the map stage, with their labels.</source>
        <translation>顯示經過 map 階段後的前幾筆樣本及其標籤。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="77"/>
        <source>Element shapes and dtypes</source>
        <translation>元素的形狀與資料型別</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="97"/>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="98"/>
        <source>label {label}</source>
        <translation>標籤 {label}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="104"/>
        <source>&lt;b&gt;One example&lt;/b&gt; (after map): {spec}</source>
        <translation>&lt;b&gt;單筆樣本&lt;/b&gt;（map 之後）：{spec}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="106"/>
        <source>&lt;b&gt;One training element&lt;/b&gt;: {spec}</source>
        <translation>&lt;b&gt;單個訓練元素&lt;/b&gt;：{spec}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="108"/>
        <source>{train} training and {val} validation examples, {classes} classes</source>
        <translation>{train} 筆訓練樣本、{val} 筆驗證樣本，{classes} 個類別</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="111"/>
        <source>, {n} files</source>
        <translation>，{n} 個檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="183"/>
        <source>Fix</source>
        <translation>修正</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="185"/>
        <source>Fix: {what}</source>
        <translation>修正：{what}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="264"/>
        <source>No advice: the pipeline follows the tf.data and TPU guides.</source>
        <translation>沒有建議：這條資料管線符合 tf.data 與 TPU 指南。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="269"/>
        <source>1 error</source>
        <translation>1 個錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="269"/>
        <source>{n} errors</source>
        <translation>{n} 個錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="275"/>
        <source>1 warning</source>
        <translation>1 個警告</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="275"/>
        <source>{n} warnings</source>
        <translation>{n} 個警告</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="281"/>
        <source>1 tip</source>
        <translation>1 個提示</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="281"/>
        <source>{n} tips</source>
        <translation>{n} 個提示</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="287"/>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="288"/>
        <source>Pipeline</source>
        <translation>資料管線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="289"/>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="297"/>
        <source>examples/s</source>
        <translation>樣本／秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="290"/>
        <source>batches/s</source>
        <translation>批次／秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="291"/>
        <source>first batch</source>
        <translation>第一個批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="292"/>
        <source>verdict</source>
        <translation>結論</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="298"/>
        <source>spread</source>
        <translation>離散度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="299"/>
        <source>vs current</source>
        <translation>相對目前</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="300"/>
        <source>Changes from the current configuration</source>
        <translation>與目前設定不同之處</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="309"/>
        <source>Bench</source>
        <translation>效能測試</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="309"/>
        <source>Measure the pipeline's throughput</source>
        <translation>測量資料管線的吞吐量</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="310"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="310"/>
        <source>Cancel the measurement</source>
        <translation>取消測量</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="314"/>
        <source>Batches to time</source>
        <translation>要計時的批次數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="317"/>
        <source> batches</source>
        <translation> 個批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="318"/>
        <source>Search for the fastest configuration</source>
        <translation>搜尋最快的設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="318"/>
        <source>Tune</source>
        <translation>調整</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="321"/>
        <source>Configurations the tuner may try</source>
        <translation>調整器可嘗試的設定數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="324"/>
        <source> tries</source>
        <translation> 次嘗試</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="331"/>
        <source>Measurement progress</source>
        <translation>測量進度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="335"/>
        <source>Bench measures examples/s after warm-up, the first-batch latency, and whether the model would wait for input.</source>
        <translation>效能測試會測量暖機後每秒處理的樣本數、第一個批次的延遲，以及模型是否會等待輸入資料。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="347"/>
        <source>Apply the best</source>
        <translation>套用最佳設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="347"/>
        <source>Apply the best configuration found</source>
        <translation>套用找到的最佳設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="357"/>
        <source>Configurations the tuner tried</source>
        <translation>調校器試過的設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="371"/>
        <source>Past measurements</source>
        <translation>過去的測量結果</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="397"/>
        <source>(the current configuration)</source>
        <translation>（目前的設定）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="412"/>
        <source>Measurements: {samples} examples/s</source>
        <translation>各次測量：{samples} 樣本／秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="433"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="458"/>
        <source>the pipeline takes {batch:.2f} ms a batch; a model step on in-memory batches of the same shape takes {step:.2f} ms.</source>
        <translation>資料管線每個批次需要 {batch:.2f} ms；模型在相同形狀、已在記憶體中的批次上跑一步需要 {step:.2f} ms。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="465"/>
        <source>Measurement cancelled.</source>
        <translation>已取消測量。</translation>
    </message>
</context>
</TS>
