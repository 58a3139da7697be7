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
        <location filename="../../tpugui/qt/pipeline/form.py" line="106"/>
        <source>ignored (validation data)</source>
        <translation>已忽略（改用驗證資料）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="109"/>
        <source>Validation data is set: its examples validate, none are held out of the path</source>
        <translation>已設定驗證資料：由它的樣本驗證，不再從路徑的資料中保留樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="163"/>
        <source>empty: hold out the validation share</source>
        <translation>留空：保留驗證集比例</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="166"/>
        <source>The {source} source has no separate validation files: the validation share holds out part of its examples. Choose a source that reads files ({sources}) to validate on other data.</source>
        <translation>{source} 來源沒有獨立的驗證檔案：由驗證集比例保留部分樣本。若要用其他資料驗證，請選擇讀取檔案的來源（{sources}）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="174"/>
        <source>uses the validation share</source>
        <translation>使用驗證集比例</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="195"/>
        <source>Not used: tick the {stage} stage above to use it.</source>
        <translation>未使用：在上方勾選 {stage} 階段即可使用。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="211"/>
        <source>Images folder</source>
        <translation>影像資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="211"/>
        <source>Validation images folder</source>
        <translation>驗證影像資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="214"/>
        <source>Data file</source>
        <translation>資料檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/form.py" line="214"/>
        <source>Validation data file</source>
        <translation>驗證資料檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="162"/>
        <source>Problems with the form</source>
        <translation>表單中的問題</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="172"/>
        <source>Generated Python code</source>
        <translation>產生的 Python 程式碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="175"/>
        <source>Copy code</source>
        <translation>複製程式碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="177"/>
        <source>Copy the code</source>
        <translation>複製程式碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="199"/>
        <source>Pipeline results</source>
        <translation>管線結果</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="201"/>
        <location filename="../../tpugui/qt/pipeline/page.py" line="417"/>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="300"/>
        <source>Advice</source>
        <translation>建議</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="202"/>
        <source>Code</source>
        <translation>程式碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="203"/>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="72"/>
        <source>Preview</source>
        <translation>預覽</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="204"/>
        <source>Bench &amp;&amp; Tune</source>
        <translation>效能測試 &amp;&amp; 調整</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="221"/>
        <source>&lt;h2&gt;Pipeline&lt;/h2&gt;Assemble the tf.data input pipeline the TPU guides teach, see its code, and measure whether it keeps the accelerator fed.</source>
        <translation>&lt;h2&gt;資料管線&lt;/h2&gt;組出 TPU 教學中介紹的 tf.data 輸入管線，查看它的程式碼，並測量它能否持續餵飽加速器。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="245"/>
        <source>The pipeline {task} is running.</source>
        <translation>資料管線的「{task}」正在執行。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="382"/>
        <source>a TPU</source>
        <translation> TPU </translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="382"/>
        <source>this machine</source>
        <translation>本機</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="384"/>
        <source> (from the Devices page)</source>
        <translation>（來自「裝置」頁面）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="386"/>
        <source> (from the job's model section)</source>
        <translation>（來自工作的模型設定）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="390"/>
        <source>Distribution: {replicas} replicas on {where}</source>
        <translation>分散方式：在{where}上使用 {replicas} 個副本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="392"/>
        <source>Distribution: 1 replica on {where}</source>
        <translation>分散方式：在{where}上使用 1 個副本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="409"/>
        <source>(for the last valid values: fix the marked fields)</source>
        <translation>（依據上次有效的設定：請修正標示的欄位）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="417"/>
        <source>Advice ({n})</source>
        <translation>建議（{n}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="427"/>
        <location filename="../../tpugui/qt/pipeline/page.py" line="496"/>
        <source>Pipeline: {what}</source>
        <translation>資料管線：{what}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="443"/>
        <source>Pipeline: wait for the running measurement or cancel it</source>
        <translation>資料管線：請等候進行中的測量完成，或將它取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="508"/>
        <source>Reading the table…</source>
        <translation>正在讀取表格…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="510"/>
        <source>Reading the first examples…</source>
        <translation>正在讀取前幾筆樣本…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="532"/>
        <source>The first {n} training examples</source>
        <translation>前 {n} 筆訓練樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="550"/>
        <source>Loading TensorFlow and building the pipeline…</source>
        <translation>正在載入 TensorFlow 並建立管線…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="569"/>
        <source>Bench measured the current configuration at {bench} examples/s (±{spread}), Tune measured it again at {tune} examples/s: the same pipeline, measured the same way; figures within their spread are equal.</source>
        <translation>「效能測試」測得目前的設定為 {bench} 樣本／秒（±{spread}），「調整」再測一次為 {tune} 樣本／秒：同一條管線、同樣的量法；在誤差範圍內的數字視為相同。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="592"/>
        <source>Measuring…</source>
        <translation>測量中…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="599"/>
        <source>%p%, about {time} left</source>
        <translation>%p%，約剩 {time}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="608"/>
        <source>trial %v of at most %m</source>
        <translation>第 %v 次試驗（最多 %m 次）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="610"/>
        <source>trial %v of at most %m, at most about {time} left</source>
        <translation>第 %v 次試驗（最多 %m 次），最多約剩 {time}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="615"/>
        <source>Trial {i} of at most {total}: {score} examples/s with {config}</source>
        <translation>第 {i} 次試驗（最多 {total} 次）：{score} 樣本／秒，設定為 {config}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="625"/>
        <source>Re-measuring the best configuration against the current one, interleaved: pair {k} of {pairs}</source>
        <translation>交錯重新測量最佳設定與目前設定：第 {k} 組，共 {pairs} 組</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="646"/>
        <source>Tuning: loading TensorFlow and building the pipeline…</source>
        <translation>調整中：正在載入 TensorFlow 並建立管線…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="680"/>
        <source>&lt;b&gt;{speedup}x faster than the current configuration&lt;/b&gt;, beyond the noise (±{noise}; a claim needs over {threshold}x in {pairs} interleaved re-measurements) with {config}; {n} configurations measured</source>
        <translation>&lt;b&gt;比目前的設定快 {speedup} 倍&lt;/b&gt;，超出雜訊範圍（±{noise}；需在 {pairs} 次交錯重測中超過 {threshold} 倍才算數），變更為 {config}；共測量了 {n} 種設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="686"/>
        <source>&lt;b&gt;No configuration measured faster than the current one&lt;/b&gt; (noise ±{noise}): keep it; {n} configurations measured</source>
        <translation>&lt;b&gt;沒有比目前更快的設定&lt;/b&gt;（雜訊 ±{noise}）：請保留目前的設定；共測量了 {n} 種設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="691"/>
        <source>&lt;b&gt;Nothing is faster beyond the noise&lt;/b&gt;: the best of the search ({config}) measured {speedup}x the current one when re-measured, and a claim needs over {threshold}x (noise ±{noise}). Keep the current configuration; {n} configurations measured</source>
        <translation>&lt;b&gt;沒有超出雜訊範圍的加速&lt;/b&gt;：搜尋中最好的設定（{config}）重測時是目前的 {speedup} 倍，而要算數需超過 {threshold} 倍（雜訊 ±{noise}）。請保留目前的設定；共測量了 {n} 種設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="699"/>
        <source> (cancelled)</source>
        <translation>（已取消）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/page.py" line="717"/>
        <source>Pipeline: applied the tuned configuration</source>
        <translation>資料管線：已套用調整後的設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="37"/>
        <source>Error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="38"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="39"/>
        <source>Tip</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="72"/>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="137"/>
        <source>Show the first examples</source>
        <translation>顯示前幾筆樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="74"/>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="139"/>
        <source>Shows the first examples after the map stage, with their labels.</source>
        <translation>顯示經過 map 階段後的前幾筆樣本及其標籤。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="84"/>
        <source>Element shapes and dtypes</source>
        <translation>元素的形狀與資料型別</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="112"/>
        <source>Out of date: the data settings changed since this preview; press Preview to read it again.</source>
        <translation>已過期：這次預覽之後資料設定已變更；請按「預覽」重新讀取。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="129"/>
        <source>Show the table's columns and labels</source>
        <translation>顯示表格的欄與標籤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="131"/>
        <source>Shows the columns the job reads, as the run fits them, and how many examples each label has.</source>
        <translation>顯示工作讀取的欄（依訓練時的擬合方式），以及每個標籤有多少筆樣本。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="161"/>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="162"/>
        <source>label {label}</source>
        <translation>標籤 {label}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="168"/>
        <source>&lt;b&gt;One example&lt;/b&gt; (after map): {spec}</source>
        <translation>&lt;b&gt;單筆樣本&lt;/b&gt;（map 之後）：{spec}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="170"/>
        <source>&lt;b&gt;One training element&lt;/b&gt;: {spec}</source>
        <translation>&lt;b&gt;單個訓練元素&lt;/b&gt;：{spec}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="172"/>
        <source>{train} training and {val} validation examples, {classes} classes</source>
        <translation>{train} 筆訓練樣本、{val} 筆驗證樣本，{classes} 個類別</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="175"/>
        <source>, {n} files</source>
        <translation>，{n} 個檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="247"/>
        <source>Fix</source>
        <translation>修正</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="249"/>
        <source>Fix: {what}</source>
        <translation>修正：{what}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="328"/>
        <source>No advice: the pipeline follows the tf.data and TPU guides.</source>
        <translation>沒有建議：這條資料管線符合 tf.data 與 TPU 指南。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="333"/>
        <source>1 error</source>
        <translation>1 個錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="333"/>
        <source>{n} errors</source>
        <translation>{n} 個錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="339"/>
        <source>1 warning</source>
        <translation>1 個警告</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="339"/>
        <source>{n} warnings</source>
        <translation>{n} 個警告</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="345"/>
        <source>1 tip</source>
        <translation>1 個提示</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="345"/>
        <source>{n} tips</source>
        <translation>{n} 個提示</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="351"/>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="352"/>
        <source>Pipeline</source>
        <translation>資料管線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="353"/>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="361"/>
        <source>examples/s</source>
        <translation>樣本／秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="354"/>
        <source>batches/s</source>
        <translation>批次／秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="355"/>
        <source>first batch</source>
        <translation>第一個批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="356"/>
        <source>verdict</source>
        <translation>結論</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="362"/>
        <source>spread</source>
        <translation>離散度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="363"/>
        <source>vs current</source>
        <translation>相對目前</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="364"/>
        <source>Changes from the current configuration</source>
        <translation>與目前設定不同之處</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="371"/>
        <source>The median of {n} measurements of {batches} batches (after {warmup} warm-up batches), each from a fresh iterator over the same pipeline: as Tune measures each configuration. A measurement of a small pipeline lasts milliseconds and swings on a busy machine: compare figures within their spread.</source>
        <translation>{n} 次測量的中位數，每次計時 {batches} 個批次（先跑 {warmup} 個暖機批次），每次都從同一管線的新迭代器開始：與「調整」測量每個設定的方式相同。小型管線的一次測量只有幾毫秒，在忙碌的機器上起伏很大：請在數值的離散範圍內比較。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="378"/>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="504"/>
        <source>Measurements: {samples} examples/s</source>
        <translation>各次測量：{samples} 樣本／秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="387"/>
        <source>Bench</source>
        <translation>效能測試</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="387"/>
        <source>Measure the pipeline's throughput</source>
        <translation>測量資料管線的吞吐量</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="388"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="388"/>
        <source>Cancel the measurement</source>
        <translation>取消測量</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="392"/>
        <source>Batches to time</source>
        <translation>要計時的批次數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="395"/>
        <source> batches</source>
        <translation> 個批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="396"/>
        <source>Search for the fastest configuration</source>
        <translation>搜尋最快的設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="396"/>
        <source>Tune</source>
        <translation>調整</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="399"/>
        <source>Configurations the tuner may try</source>
        <translation>調整器可嘗試的設定數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="402"/>
        <source> tries</source>
        <translation> 次嘗試</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="409"/>
        <source>Measurement progress</source>
        <translation>測量進度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="413"/>
        <source>Bench measures examples/s after warm-up, the first-batch latency, and whether the model would wait for input.</source>
        <translation>效能測試會測量暖機後每秒處理的樣本數、第一個批次的延遲，以及模型是否會等待輸入資料。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="425"/>
        <source>Apply the best</source>
        <translation>套用最佳設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="425"/>
        <source>Apply the best configuration found</source>
        <translation>套用找到的最佳設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="435"/>
        <source>Configurations the tuner tried</source>
        <translation>調校器試過的設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="449"/>
        <source>Past measurements</source>
        <translation>過去的測量結果</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="468"/>
        <source>Out of date: the data or pipeline settings changed since this tune; tune again for figures of the job as it is.</source>
        <translation type="vanished">已過期：這次調校之後資料或資料管線設定已變更；請再調校一次，以取得目前工作的數據。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="468"/>
        <source>Out of date: the data settings changed since this tune; tune again for figures of this data.</source>
        <translation>已過期：這次調校之後資料設定已變更；請再調校一次，以取得這份資料的數據。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="489"/>
        <source>(the current configuration)</source>
        <translation>（目前的設定）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="506"/>
        <source>Measured as Bench measures: the median of {n} measurements, each from a fresh iterator over the same pipeline. A measurement of a small pipeline lasts milliseconds and swings on a busy machine: compare figures within their spread.</source>
        <translation>與「效能測試」相同的測量方式：{n} 次測量的中位數，每次都從同一管線的新迭代器開始。小型管線的一次測量只有幾毫秒，在忙碌的機器上起伏很大：請在數值的離散範圍內比較。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="532"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="560"/>
        <source>the pipeline takes {batch:.2f} ms a batch; a model step on in-memory batches of the same shape takes {step:.2f} ms.</source>
        <translation>資料管線每個批次需要 {batch:.2f} ms；模型在相同形狀、已在記憶體中的批次上跑一步需要 {step:.2f} ms。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/panels.py" line="567"/>
        <source>Measurement cancelled.</source>
        <translation>已取消測量。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="41"/>
        <source>Column</source>
        <translation>欄</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="42"/>
        <source>Role</source>
        <translation>用途</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="43"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="44"/>
        <source>Missing</source>
        <translation>缺值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="45"/>
        <source>Mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="46"/>
        <source>Spread</source>
        <translation>標準差</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="47"/>
        <source>Values</source>
        <translation>相異值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="48"/>
        <source>Most common</source>
        <translation>最常見</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="51"/>
        <source>feature</source>
        <translation>特徵</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="51"/>
        <source>label</source>
        <translation>標籤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="51"/>
        <source>not used</source>
        <translation>未使用</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="52"/>
        <source>category</source>
        <translation>類別</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="52"/>
        <source>number</source>
        <translation>數值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="52"/>
        <source>tags</source>
        <translation>多標籤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="75"/>
        <source>{n} files</source>
        <translation>{n} 個檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="83"/>
        <source>Labels</source>
        <translation>標籤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="83"/>
        <source>examples</source>
        <translation>樣本數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="87"/>
        <source>How many examples each label has: the training rows, with the validation rows stacked on them. Point at a bar for its counts; drag or wheel to look closer.</source>
        <translation>每個標籤有多少筆樣本：訓練列在下，驗證列疊在其上。指向長條可看筆數；拖曳或滾輪可放大細看。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="116"/>
        <source>Examples per range of {label}</source>
        <translation>{label} 各區間的樣本數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="122"/>
        <source>Examples per tag of {label} (the {most} most common of {n})</source>
        <translation>{label} 各標記的樣本數（{n} 個中最常見的 {most} 個）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="126"/>
        <source>Examples per tag of {label}</source>
        <translation>{label} 各標記的樣本數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="128"/>
        <source>Examples per class of {label}</source>
        <translation>{label} 各類別的樣本數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="133"/>
        <source>class</source>
        <translation>類別</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="133"/>
        <source>tag</source>
        <translation>標記</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="140"/>
        <source>training</source>
        <translation>訓練</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="146"/>
        <source>validation</source>
        <translation>驗證</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="199"/>
        <source>training: {n}</source>
        <translation>訓練：{n}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="201"/>
        <source>validation: {n}</source>
        <translation>驗證：{n}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="213"/>
        <source>The table's columns</source>
        <translation>表格的欄</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="248"/>
        <source>What the table holds</source>
        <translation>表格內容</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="276"/>
        <source>The label is &lt;b&gt;{label}&lt;/b&gt;; the model reads {features} columns, {width} numbers an example once encoded.</source>
        <translation>標籤欄是 &lt;b&gt;{label}&lt;/b&gt;；模型讀取 {features} 個欄，編碼後每筆樣本是 {width} 個數值。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="312"/>
        <source>&lt;b&gt;{files}&lt;/b&gt;: {rows} rows, every one for training; {val} validation rows from {val_files}.</source>
        <translation>&lt;b&gt;{files}&lt;/b&gt;：{rows} 列，全部用於訓練；另有來自 {val_files} 的 {val} 列驗證資料。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="322"/>
        <source>&lt;b&gt;{files}&lt;/b&gt;: {rows} rows, {train} for training and {val} for validation.</source>
        <translation>&lt;b&gt;{files}&lt;/b&gt;：{rows} 列，{train} 列用於訓練、{val} 列用於驗證。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="327"/>
        <source>&lt;b&gt;{files}&lt;/b&gt;: {rows} rows, every one for training.</source>
        <translation>&lt;b&gt;{files}&lt;/b&gt;：{rows} 列，全部用於訓練。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="352"/>
        <source>the mean of the training rows: a run subtracts it</source>
        <translation>訓練列的平均值：訓練時會減去它</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="353"/>
        <source>the spread (standard deviation) of the training rows: a run divides by it</source>
        <translation>訓練列的離散度（標準差）：訓練時會除以它</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="356"/>
        <source>different values in the training rows</source>
        <translation>訓練列中的相異值個數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="361"/>
        <source>missing values: a run fills them with the training rows' mean</source>
        <translation>缺值：訓練時以訓練列的平均值填補</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="363"/>
        <source>missing values: a run reads them as a value the training rows lack</source>
        <translation>缺值：訓練時視為訓練列沒有的值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline/table_preview.py" line="365"/>
        <source>missing values</source>
        <translation>缺值</translation>
    </message>
</context>
</TS>
